import { z } from 'zod';

// Schemas of the supplies area: requests, responses and the shapes the web app's forms use.
export const suppliesPlaceholder = z.object({});

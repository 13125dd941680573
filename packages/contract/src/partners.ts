import { z } from 'zod';

// Schemas of the partners area: requests, responses and the shapes the web app's forms use.
export const partnersPlaceholder = z.object({});

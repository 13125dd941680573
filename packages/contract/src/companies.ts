import { z } from 'zod';

// Schemas of the companies area: requests, responses and the shapes the web app's forms use.
export const companiesPlaceholder = z.object({});

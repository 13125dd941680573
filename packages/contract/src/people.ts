import { z } from 'zod';

// Schemas of the people area: requests, responses and the shapes the web app's forms use.
export const peoplePlaceholder = z.object({});

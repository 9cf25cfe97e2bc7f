/**
 * The contact form (SPEC §3 contact message, §5): email must be an e-mail and message is
 * required; name and phone are optional. One schema for the browser and the route handler.
 */
import { z } from 'zod';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;

export const contactSchema = z.object({
  name: z.string().trim().max(120, 'tooLong'),
  email: z.string().trim().min(1, 'required').max(254, 'tooLong').pipe(z.email('email')),
  phone: z.string().trim().max(40, 'tooLong'),
  message: z.string().trim().min(1, 'required').max(5000, 'tooLong'),
});
export type ContactInput = z.input<typeof contactSchema>;

import { z } from 'zod';

/** Body of `POST /auth/login` (spec 7); extra fields are accepted and dropped. */
export const LoginInputSchema = z.object({
	/** The account's e-mail address; matched without regard to case. */
	email: z
		.string({ error: 'Email is required' })
		.trim()
		.min(1, 'Email is required')
		.max(254, 'Please enter a valid email address')
		.pipe(z.email({ error: 'Please enter a valid email address' })),
	/** The plain password; its rules are checked at registration, not here. */
	password: z
		.string({ error: 'Password is required' })
		.min(1, 'Password is required')
		.max(1024, 'Password is too long'),
	/** Token from the bot-check widget; a missing token fails like a rejected one. */
	turnstileToken: z.string({ error: 'CAPTCHA validation failed' }).max(4096),
});

/** A validated login body. */
export type LoginInput = z.infer<typeof LoginInputSchema>;

/**
 * Every user-facing message of spec sections 2, 4, 5 and 8, word for word. Views import these
 * names; tests assert on the same constants so a wording change is made in one place.
 */
export const MESSAGES = {
	notFound: {
		code: '404 ERROR',
		text: 'The page you are looking for does not exist.',
		back: 'Go back',
	},
	servers: {
		empty: 'No servers available at the moment',
		emptyHint: 'Please check back later',
		ipCopied: 'IP copied to clipboard!',
		copyFailed: 'Failed to copy IP',
	},
	staff: {
		noDescription: "This staff member hasn't set a description yet.",
	},
	events: {
		noUpcoming: 'No Upcoming Event',
		noDescription: 'No description available',
		defaultRecurrence: 'One-time',
	},
	rounds: {
		fetchFailed: 'Failed to fetch rounds',
		detailFailed: 'Failed to fetch round details',
		noneFound: 'No rounds found matching your search.',
		inProgress: 'In Progress',
		notFound: 'Round Not Found',
	},
	eggHunt: { loadFailed: 'Failed to load egg hunter data' },
	noscope: { loadFailed: 'Failed to load no-scoper data' },
	login: {
		invalid: 'Invalid email or password',
		captchaRejected: 'CAPTCHA validation failed',
		captchaRejectedToast: 'CAPTCHA validation failed. Please try again.',
		attemptsLeft: (n: number) => `Attempts remaining: ${n}`,
	},
	register: {
		failed: 'Registration failed.',
		fixPasswordErrors: 'Please fix password validation errors',
	},
	forgot: {
		failed: 'Failed to send reset email',
		sent: 'Password reset instructions sent to your email',
		emailRequired: 'Please enter your email address',
	},
	generic: 'An error occurred. Please try again.',
	reset: { success: 'Password reset successful!' },
	resend: {
		sentFromLoginArea: 'Verification email has been resent to your email address.',
		sentFromVerifyPage: 'Verification email has been sent!',
		failed: 'Failed to send verification email',
		resendFailed: 'Failed to resend verification email.',
	},
	verify: {
		failed: 'Verification failed. The link might be invalid or expired.',
		unexpected: 'An unexpected error occurred during verification. Please try again.',
		success: 'Email verified successfully!',
		successTitle: 'Email Verified Successfully!',
		failedTitle: 'Verification Failed',
		invalidToken: 'No verification token provided or token is invalid.',
	},
	validation: {
		username: 'Letters & numbers only',
		passwordsMismatch: 'Passwords do not match',
		passwordRequirements: 'Please meet all password requirements',
		captchaRequired: 'Please complete the CAPTCHA',
		captchaError: 'CAPTCHA error occurred. Please try again.',
		captchaExpired: 'CAPTCHA expired. Please complete it again.',
		newPasswordsMismatch: 'New passwords do not match!',
		minimumDonation: 'Minimum donation is €5',
		steamIdRequired: 'SteamID is required.',
		groupNameRequired: 'Group name cannot be empty.',
		flagNameRequired: 'Please enter a flag name.',
	},
	changePassword: {
		success: 'Password changed successfully!',
		failed: 'Failed to change password',
		error: 'An error occurred while changing password',
	},
	linking: {
		discordLinked: 'Discord account successfully linked!',
		discordNeedsLogin: 'You must be logged in to link your Discord account.',
		steamNeedsLogin: 'You must be logged in to link your Steam account.',
		unlinkDiscordFailed: 'Failed to unlink Discord',
		unlinkSteamFailed: 'Failed to unlink Steam',
	},
	donation: {
		createSessionFailed: 'Failed to create Stripe session',
		startCheckoutFailed: 'Failed to start Stripe checkout',
	},
	poop: {
		authRequired: 'Authentication required. Please log in.',
		loadFailed: 'Failed to load poop statistics',
	},
	admin: {
		fetchFailed: 'Failed to fetch admin data. Please try again.',
		pageLoadFailed: 'Failed to load page data.',
		editNotFound: 'Could not find admin data to edit.',
		saveFailed: 'Failed to save admin data.',
		deleteFailed: 'Failed to delete admin configurations.',
		groupsFetchFailed: (region: string) => `Failed to fetch ${region} groups.`,
		saveGroupFailed: 'Failed to save group',
		deleteGroupFailed: 'Failed to delete group',
	},
} as const;

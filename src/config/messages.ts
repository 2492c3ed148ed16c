import { ADMIN_MESSAGES } from '../contract/admin';
import { AUTH_MESSAGES } from '../contract/auth';
import { DONATION_MESSAGES } from '../contract/donations';
import { DEFAULT_EVENT_DESCRIPTION, DEFAULT_RECURRENCE } from '../contract/events';
import { API_MESSAGES } from '../contract/http';
import { DEFAULT_STAFF_DESCRIPTION } from '../contract/staff';
import { SWITCHED_OFF_MESSAGES } from '../contract/switched-off';

/**
 * Every user-facing message of spec sections 2, 4, 5 and 8, word for word. Views import these
 * names; tests assert on the same constants so a wording change is made in one place. Messages
 * the API sends or shares with the client live in src/contract and are pointed to here.
 */
export const MESSAGES = {
	/** Messages the API answers with, for views that compare against them. */
	api: API_MESSAGES,
	/** What a part the operator switched off says (SWITCHED_OFF). */
	switchedOff: SWITCHED_OFF_MESSAGES,
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
		noDescription: DEFAULT_STAFF_DESCRIPTION,
	},
	events: {
		noUpcoming: 'No Upcoming Event',
		noDescription: DEFAULT_EVENT_DESCRIPTION,
		defaultRecurrence: DEFAULT_RECURRENCE,
	},
	rounds: {
		fetchFailed: 'Failed to fetch rounds',
		detailFailed: 'Failed to fetch round details',
		noneFound: 'No rounds found matching your search.',
		inProgress: 'In Progress',
		notFound: 'Round Not Found',
		notFoundHint: 'This round does not exist or is no longer kept.',
		noActions: 'No actions were recorded in this round.',
		noRounds: 'No rounds have been played yet.',
	},
	eggHunt: {
		loadFailed: 'Failed to load egg hunter data',
		empty: 'No eggs found yet',
		emptyHint: 'Join the TTT server and be the first to find one.',
		onlyPodium: 'Nobody else has found an egg yet.',
	},
	noscope: { loadFailed: 'Failed to load no-scoper data' },
	login: {
		invalid: AUTH_MESSAGES.invalidCredentials,
		captchaRejected: AUTH_MESSAGES.captchaRejected,
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
		emailRequired: AUTH_MESSAGES.emailMissing,
	},
	generic: 'An error occurred. Please try again.',
	reset: { success: 'Password reset successful!' },
	resend: {
		sentFromLoginArea: 'Verification email has been resent to your email address.',
		sentFromVerifyPage: 'Verification email has been sent!',
		failed: 'Failed to send verification email',
		resendFailed: 'Failed to resend verification email.',
	},
	verification: {
		sent: 'We have sent a verification email to your address. Open the link in it to activate your account.',
		spamTip: 'Nothing there? Check your spam or junk folder, or send the email again below.',
	},
	verify: {
		failed: 'Verification failed. The link might be invalid or expired.',
		unexpected: 'An unexpected error occurred during verification. Please try again.',
		success: 'Email verified successfully!',
		successTitle: 'Email Verified Successfully!',
		failedTitle: 'Verification Failed',
		invalidToken: AUTH_MESSAGES.tokenRequired,
	},
	validation: {
		username: AUTH_MESSAGES.usernameInvalid,
		passwordsMismatch: AUTH_MESSAGES.passwordsMismatch,
		passwordRequirements: AUTH_MESSAGES.passwordRequirements,
		captchaRequired: 'Please complete the CAPTCHA',
		captchaError: 'CAPTCHA error occurred. Please try again.',
		captchaExpired: 'CAPTCHA expired. Please complete it again.',
		newPasswordsMismatch: 'New passwords do not match!',
		minimumDonation: DONATION_MESSAGES.minimum,
		maximumDonation: DONATION_MESSAGES.maximum,
		steamIdRequired: ADMIN_MESSAGES.steamIdRequired,
		groupNameRequired: ADMIN_MESSAGES.groupNameRequired,
		flagNameRequired: ADMIN_MESSAGES.flagNameRequired,
	},
	changePassword: {
		success: 'Password changed successfully!',
		failed: 'Failed to change password',
		error: 'An error occurred while changing password',
	},
	linking: {
		discordLinked: 'Discord account successfully linked!',
		steamLinked: 'Steam account successfully linked!',
		discordNeedsLogin: 'You must be logged in to link your Discord account.',
		steamNeedsLogin: 'You must be logged in to link your Steam account.',
		unlinkDiscordFailed: 'Failed to unlink Discord',
		unlinkSteamFailed: 'Failed to unlink Steam',
		linkDiscordFailed: 'Failed to link Discord. Please try again.',
		linkSteamFailed: 'Failed to link Steam. Please try again.',
	},
	donation: {
		createSessionFailed: 'Failed to create Stripe session',
		startCheckoutFailed: 'Failed to start Stripe checkout',
		linkAccounts: 'Please link both your Discord and Steam accounts before donating.',
		messagePublic: 'Your message will be public in our Discord community.',
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

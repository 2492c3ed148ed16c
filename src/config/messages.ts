/**
 * The user-facing messages (screens, states, validation and errors) that only the browser
 * shows, word for word. A message the API sends, or that both sides check (validation rules,
 * defaults of an answer, switched-off parts), has its home in src/contract beside its rule, and
 * views import it from there: each message is written once, in one of these two homes. Tests
 * assert on the same constants, so a wording change is made in one place.
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
		historyUnavailable: 'No player history available',
	},
	events: {
		noUpcoming: 'No Upcoming Event',
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
	players: {
		loadFailed: 'Failed to load the player',
		notFound: 'Player not found',
		notFoundHint: 'No game server has reported this SteamID yet. Search for the player instead.',
		searchFailed: 'Failed to search players',
		noneFound: 'No players found.',
	},
	login: {
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
	},
	validation: {
		captchaRequired: 'Please complete the CAPTCHA',
		captchaError: 'CAPTCHA error occurred. Please try again.',
		captchaExpired: 'CAPTCHA expired. Please complete it again.',
		newPasswordsMismatch: 'New passwords do not match!',
		captchaBlockedHint:
			"Cloudflare's bot check did not load. Being offline, an ad blocker or a school or work network filter can stop it; allow challenges.cloudflare.com and retry.",
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
		unlinkedDiscord: 'Discord account unlinked.',
		unlinkedSteam: 'Steam account unlinked.',
		linkDiscordFailed: 'Failed to link Discord. Please try again.',
		linkSteamFailed: 'Failed to link Steam. Please try again.',
	},
	donation: {
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
		rootRequired: 'Root access required: Staff Management is for root admins only.',
	},
} as const;

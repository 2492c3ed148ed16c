/** What a form can do with its bot check. */
export interface CaptchaHandle {
	/** Clears the solved check, e.g. after a mode toggle or a used token. */
	reset(): void;
}

import Button from '../../../components/ui/Button';
import { useHasStoredToken, useSession } from '../../../lib/use-session';

/** Where the card option leads a visitor who is not logged in (spec 2.16). */
export const CARD_LOGIN_HREF = '/login?redirect=/donations';
/** Where it leads a logged-in visitor. */
export const CARD_FORM_HREF = '/donate/stripe';

/**
 * The card option of How to Donate: the form when logged in, else login first. While the user
 * check is under way a stored token counts as logged in: the login page would send a logged-in
 * visitor on to /profile, away from the form (an invalid token is sent to login by the form).
 */
export default function CardDonateButton() {
	const session = useSession();
	const hasToken = useHasStoredToken();
	const loggedIn = session.status === 'user' || (session.status === 'loading' && hasToken);
	const href = loggedIn ? CARD_FORM_HREF : CARD_LOGIN_HREF;
	return (
		<Button href={href} variant="primary" block>
			Donate by card
		</Button>
	);
}

import Button from '../../../components/ui/Button';
import { useSession } from '../../../lib/use-session';

/** Where the card option leads a visitor who is not logged in (spec 2.16). */
export const CARD_LOGIN_HREF = '/login?redirect=/donations';
/** Where it leads a logged-in visitor. */
export const CARD_FORM_HREF = '/donate/stripe';

/** The card option of How to Donate: the form when logged in, else login first. */
export default function CardDonateButton() {
	const session = useSession();
	const href = session.status === 'user' ? CARD_FORM_HREF : CARD_LOGIN_HREF;
	return (
		<Button href={href} variant="primary" block>
			Donate by card
		</Button>
	);
}

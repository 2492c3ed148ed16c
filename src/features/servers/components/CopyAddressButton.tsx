import Button from '@/components/ui/Button';
import { MESSAGES } from '@/config/messages';
import { notify } from '@/lib/notices';

interface Props {
	/** host:port, as players type it into the game console. */
	address: string;
	/** Names the server for screen readers ('Copy IP of EU TTT #1'). */
	serverTitle: string;
}

/** Copies a server's address, then says so; a failure is only logged. */
export default function CopyAddressButton({ address, serverTitle }: Props) {
	async function copy() {
		try {
			await navigator.clipboard.writeText(address);
			notify({ kind: 'success', text: MESSAGES.servers.ipCopied });
		} catch (error) {
			console.error(MESSAGES.servers.copyFailed, error);
		}
	}
	return (
		<Button variant="secondary" size="sm" onClick={() => void copy()}>
			Copy IP<span className="visually-hidden"> of {serverTitle}</span>
		</Button>
	);
}

import Badge from '@/components/ui/Badge';
import type { LinkProvider } from '@/contract/links';

interface Props {
	provider: LinkProvider;
	/** 'Discord', 'Steam'. */
	name: string;
	/** The provider's words: 'Discord linking is switched off on this site.' */
	message: string;
}

/** An unlinked provider's row when the operator switched its linking off: no Link button. */
export default function LinkingSwitchedOff({ provider, name, message }: Props) {
	return (
		<li className="linked-account" data-provider={provider}>
			<div className="linked-account__text">
				<h3 className="linked-account__name">
					{name} <Badge>Not connected</Badge>
				</h3>
				<p className="linked-account__detail">{message}</p>
			</div>
			<Badge tone="warning">Switched off</Badge>
		</li>
	);
}

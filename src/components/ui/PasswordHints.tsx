import { getPasswordHints } from '../../lib/password-hints';
import '../../styles/ui/password-hints.css';

interface Props {
	password: string;
}

/** The live password hints (register, reset and change password), each met or not. */
export default function PasswordHints({ password }: Props) {
	return (
		<ul className="password-hints chip-row" aria-label="Password requirements">
			{getPasswordHints(password).map((hint) => (
				<li key={hint.id} className="password-hints__item" data-met={hint.met || undefined}>
					<span aria-hidden="true">{hint.met ? '✓' : '•'}</span> {hint.label}
					<span className="visually-hidden">{hint.met ? ' (met)' : ' (not met)'}</span>
				</li>
			))}
		</ul>
	);
}

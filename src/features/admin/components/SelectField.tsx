import type { AdminGameServer, GameGroup } from '@/contract/admin';

/** One choice of a select: the value it stands for and what it reads. */
interface SelectOption {
	value: string;
	label: string;
}

interface Props {
	/** The select's id, unique on the page; its label points at it. */
	id: string;
	label: string;
	value: string;
	options: readonly SelectOption[];
	onChange: (value: string) => void;
}

/** A labelled drop-down of the admin forms and filters. */
export default function SelectField({ id, label, value, options, onChange }: Props) {
	return (
		<div className="admin-field">
			<label className="admin-field__label" htmlFor={id}>
				{label}
			</label>
			<select
				id={id}
				className="admin-input"
				value={value}
				onChange={(event) => onChange(event.target.value)}
			>
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
		</div>
	);
}

/** The region's servers as choices, by id. */
export const serverOptions = (servers: readonly AdminGameServer[]): SelectOption[] =>
	servers.map((server) => ({ value: String(server.id), label: server.hostname }));

/** The region's groups as choices, by id. */
export const groupOptions = (groups: readonly GameGroup[]): SelectOption[] =>
	groups.map((group) => ({ value: String(group.id), label: group.name }));

import { useId } from 'react';
import Badge from '../../../components/ui/Badge';
import type { AdminGameServer, GameGroup } from '../../../lib/contract/admin';
import type { EditorRow, RowStatus } from '../editor-model';
import FlagPicker from './FlagPicker';
import ImmunityField from './ImmunityField';

interface Props {
	row: EditorRow;
	/** Its place in the list, from 1, for labels. */
	index: number;
	status: RowStatus;
	deletable: boolean;
	servers: readonly AdminGameServer[];
	groups: readonly GameGroup[];
	flags: readonly string[];
	onChange: (row: EditorRow) => void;
	onToggleDelete: () => void;
}

const STATUS_LABEL: Record<RowStatus, string | null> = {
	new: 'New',
	modified: 'Modified',
	deleted: 'Deleted',
	unchanged: null,
};

const STATUS_TONE = { new: 'success', modified: 'warning', deleted: 'danger' } as const;

/** One configuration in the add/edit modal: server, group or flags, immunity, its state. */
export default function ConfigRowEditor(props: Props) {
	const { row, index, status, deletable, servers, groups, flags, onChange } = props;
	const id = useId();
	const label = STATUS_LABEL[status];
	const deleted = status === 'deleted';
	const title = row.id === null ? `Configuration ${index}` : `Configuration ${index} (#${row.id})`;
	return (
		<li className={`config-row config-row--${status}`} aria-labelledby={`${id}-title`}>
			<div className="config-row__head">
				<h3 id={`${id}-title`} className="config-row__title">
					{title}
				</h3>
				{label && <Badge tone={STATUS_TONE[status as keyof typeof STATUS_TONE]}>{label}</Badge>}
				{!deletable && <Badge tone="info">Protected</Badge>}
				<button
					type="button"
					className="ui-button ui-button--ghost ui-button--sm config-row__remove"
					onClick={props.onToggleDelete}
					disabled={!deletable}
					aria-label={`${deleted ? 'Restore' : 'Remove'} ${title}`}
				>
					{deleted ? 'Restore' : 'Remove'}
				</button>
			</div>
			<fieldset className="config-row__fields" disabled={deleted}>
				<legend className="visually-hidden">{title}</legend>
				<div className="admin-field">
					<label className="admin-field__label" htmlFor={`${id}-server`}>
						Server
					</label>
					<select
						id={`${id}-server`}
						className="admin-input"
						value={row.serverId ?? ''}
						onChange={(event) =>
							onChange({ ...row, serverId: event.target.value ? Number(event.target.value) : null })
						}
					>
						<option value="">All servers</option>
						{servers.map((server) => (
							<option key={server.id} value={server.id}>
								{server.hostname}
							</option>
						))}
					</select>
				</div>
				<div className="admin-field">
					<label className="admin-field__label" htmlFor={`${id}-group`}>
						Group
					</label>
					<select
						id={`${id}-group`}
						className="admin-input"
						value={row.groupId ?? ''}
						onChange={(event) =>
							onChange({ ...row, groupId: event.target.value ? Number(event.target.value) : null })
						}
					>
						<option value="">Custom flags</option>
						{groups.map((group) => (
							<option key={group.id} value={group.id}>
								{group.name}
							</option>
						))}
					</select>
				</div>
				<ImmunityField
					id={`${id}-immunity`}
					value={row.immunity}
					onChange={(immunity) => onChange({ ...row, immunity })}
				/>
				{row.groupId === null && (
					<FlagPicker
						legend="Flags"
						known={flags}
						selected={row.flags}
						onChange={(next) => onChange({ ...row, flags: next })}
					/>
				)}
			</fieldset>
		</li>
	);
}

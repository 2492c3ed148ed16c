import { useId } from 'react';
import Badge from '@/components/ui/Badge';
import type { AdminGameServer, GameGroup } from '@/contract/admin';
import type { EditorRow, RowStatus } from '../editor-model';
import FlagPicker from './FlagPicker';
import ImmunityField from './ImmunityField';
import SelectField, { groupOptions, serverOptions } from './SelectField';

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
				<SelectField
					id={`${id}-server`}
					label="Server"
					value={row.serverId === null ? '' : String(row.serverId)}
					options={[{ value: '', label: 'All servers' }, ...serverOptions(servers)]}
					onChange={(value) => onChange({ ...row, serverId: value ? Number(value) : null })}
				/>
				<SelectField
					id={`${id}-group`}
					label="Group"
					value={row.groupId === null ? '' : String(row.groupId)}
					options={[{ value: '', label: 'Custom flags' }, ...groupOptions(groups)]}
					onChange={(value) => onChange({ ...row, groupId: value ? Number(value) : null })}
				/>
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

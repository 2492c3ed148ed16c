import { useId } from 'react';
import type { AdminGameServer, GameGroup } from '@/contract/admin';
import type { AdminFilters, GroupFilter, ServerFilter } from '../model';
import SelectField, { groupOptions, serverOptions } from './SelectField';

interface Props {
	filters: AdminFilters;
	onChange: (filters: AdminFilters) => void;
	servers: readonly AdminGameServer[];
	groups: readonly GameGroup[];
}

const readServer = (value: string): ServerFilter =>
	value === 'any' || value === 'all' ? value : Number(value);
const readGroup = (value: string): GroupFilter =>
	value === 'any' || value === 'custom' ? value : Number(value);

/** Search by name or SteamID, and the server and group filters. */
export default function AdminFiltersBar({ filters, onChange, servers, groups }: Props) {
	const id = useId();
	return (
		<div className="admin-filters" role="search" aria-label="Filter admins">
			<div className="admin-field admin-filters__search">
				<label className="admin-field__label" htmlFor={`${id}-search`}>
					Search by name or SteamID
				</label>
				<input
					id={`${id}-search`}
					className="admin-input"
					type="search"
					value={filters.search}
					onChange={(event) => onChange({ ...filters, search: event.target.value })}
					autoComplete="off"
				/>
			</div>
			<SelectField
				id={`${id}-server`}
				label="Server"
				value={String(filters.server)}
				options={[
					{ value: 'any', label: 'Any server' },
					{ value: 'all', label: 'All servers only' },
					...serverOptions(servers),
				]}
				onChange={(value) => onChange({ ...filters, server: readServer(value) })}
			/>
			<SelectField
				id={`${id}-group`}
				label="Group"
				value={String(filters.group)}
				options={[
					{ value: 'any', label: 'Any group' },
					{ value: 'custom', label: 'Custom flags' },
					...groupOptions(groups),
				]}
				onChange={(value) => onChange({ ...filters, group: readGroup(value) })}
			/>
		</div>
	);
}

import { useId } from 'react';
import type { AdminGameServer, GameGroup } from '../../../lib/contract/admin';
import type { AdminFilters, GroupFilter, ServerFilter } from '../model';

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
			<div className="admin-field">
				<label className="admin-field__label" htmlFor={`${id}-server`}>
					Server
				</label>
				<select
					id={`${id}-server`}
					className="admin-input"
					value={String(filters.server)}
					onChange={(event) => onChange({ ...filters, server: readServer(event.target.value) })}
				>
					<option value="any">Any server</option>
					<option value="all">All servers only</option>
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
					value={String(filters.group)}
					onChange={(event) => onChange({ ...filters, group: readGroup(event.target.value) })}
				>
					<option value="any">Any group</option>
					<option value="custom">Custom flags</option>
					{groups.map((group) => (
						<option key={group.id} value={group.id}>
							{group.name}
						</option>
					))}
				</select>
			</div>
		</div>
	);
}

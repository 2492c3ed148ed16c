import { apiRequest, apiWrite } from '@/lib/api';
import {
	AdminGameServerListSchema,
	GameAdminConfigListSchema,
	GameFlagListSchema,
	GameGroupListSchema,
	formatFlagList,
	type AdminGameServer,
	type GameAdminConfig,
	type GameAdminInput,
	type GameGroup,
	type GameGroupInput,
	type Region,
} from '@/contract/admin';

/** A config as the forms send it: the contract's body; flags travel as a comma list. */
export type ConfigInput = GameAdminInput;

/** A group as the group form sends it. */
type GroupInput = GameGroupInput;

const toBody = (input: ConfigInput) => ({
	...input,
	// A config with a group sends no flags.
	flags: input.group_id === null ? formatFlagList(input.flags) : '',
});

/** The region's admin configurations. */
export function loadConfigs(region: Region, signal?: AbortSignal): Promise<GameAdminConfig[]> {
	return apiRequest('/game-admins', GameAdminConfigListSchema, {
		auth: true,
		query: { region },
		signal,
	});
}

/** The region's game servers. */
export function loadServers(region: Region, signal?: AbortSignal): Promise<AdminGameServer[]> {
	return apiRequest('/game-servers', AdminGameServerListSchema, {
		auth: true,
		query: { region },
		signal,
	});
}

/** The region's admin groups. */
export function loadGroups(region: Region, signal?: AbortSignal): Promise<GameGroup[]> {
	return apiRequest('/game-groups', GameGroupListSchema, { auth: true, query: { region }, signal });
}

/** The region's known flags. */
export function loadFlags(region: Region, signal?: AbortSignal): Promise<string[]> {
	return apiRequest('/game-flags', GameFlagListSchema, { auth: true, query: { region }, signal });
}

// The answers of admin writes are not fixed: any 2xx is success,
// and whatever the browser needs afterwards (a new id, the saved values) it reads or knows itself.

/** Creates a config. */
export function createConfig(input: ConfigInput): Promise<void> {
	return apiWrite('/game-admins', { method: 'POST', auth: true, body: toBody(input) });
}

/** Replaces a config's fields. */
export function updateConfig(id: number, input: ConfigInput): Promise<void> {
	return apiWrite(`/game-admins/${id}`, { method: 'PUT', auth: true, body: toBody(input) });
}

/** Deletes a config. */
export function deleteConfig(id: number, region: Region): Promise<void> {
	return apiWrite(`/game-admins/${id}`, { method: 'DELETE', auth: true, query: { region } });
}

/** Creates a group with its flags. */
export function createGroup(input: GroupInput): Promise<void> {
	return apiWrite('/game-groups', {
		method: 'POST',
		auth: true,
		body: { ...input, flags: formatFlagList(input.flags) },
	});
}

/** Saves an existing group: name and immunity, then its flags (two calls). */
export async function updateGroup(id: number, input: GroupInput): Promise<void> {
	const { name, immunity, region, flags } = input;
	await apiWrite(`/game-groups/${id}`, {
		method: 'PUT',
		auth: true,
		body: { name, immunity, region },
	});
	await apiWrite(`/game-groups/${id}/flags`, {
		method: 'PUT',
		auth: true,
		body: { flags: formatFlagList(flags), region },
	});
}

/** Deletes a group. */
export function deleteGroup(id: number, region: Region): Promise<void> {
	return apiWrite(`/game-groups/${id}`, { method: 'DELETE', auth: true, query: { region } });
}

import { apiRequest } from '../../lib/api';
import {
	AdminGameServerListSchema,
	GameAdminConfigListSchema,
	GameAdminConfigSchema,
	GameFlagListSchema,
	GameGroupListSchema,
	GameGroupSchema,
	formatFlagList,
	type AdminGameServer,
	type GameAdminConfig,
	type GameAdminInput,
	type GameGroup,
	type GameGroupInput,
	type Region,
} from '../../contract/admin';
import { AnySchema } from '../../contract/http';

/** A config as the forms send it: the contract's body; flags travel as a comma list (spec 3). */
export type ConfigInput = GameAdminInput;

/** A group as the group form sends it. */
export type GroupInput = GameGroupInput;

const toBody = (input: ConfigInput) => ({
	...input,
	// A config with a group sends no flags (spec 5).
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

/** Creates a config. */
export function createConfig(input: ConfigInput): Promise<GameAdminConfig> {
	return apiRequest('/game-admins', GameAdminConfigSchema, {
		method: 'POST',
		auth: true,
		body: toBody(input),
	});
}

/** Replaces a config's fields. */
export function updateConfig(id: number, input: ConfigInput): Promise<GameAdminConfig> {
	return apiRequest(`/game-admins/${id}`, GameAdminConfigSchema, {
		method: 'PUT',
		auth: true,
		body: toBody(input),
	});
}

/** Deletes a config. */
export async function deleteConfig(id: number, region: Region): Promise<void> {
	await apiRequest(`/game-admins/${id}`, AnySchema, {
		method: 'DELETE',
		auth: true,
		query: { region },
	});
}

/** Creates a group. */
export function createGroup(input: GroupInput): Promise<GameGroup> {
	return apiRequest('/game-groups', GameGroupSchema, {
		method: 'POST',
		auth: true,
		body: { ...input, flags: formatFlagList(input.flags) },
	});
}

/** Saves an existing group: name and immunity, then its flags (two calls, spec 7). */
export async function updateGroup(id: number, input: GroupInput): Promise<GameGroup> {
	const { name, immunity, region, flags } = input;
	await apiRequest(`/game-groups/${id}`, GameGroupSchema, {
		method: 'PUT',
		auth: true,
		body: { name, immunity, region },
	});
	return apiRequest(`/game-groups/${id}/flags`, GameGroupSchema, {
		method: 'PUT',
		auth: true,
		body: { flags: formatFlagList(flags), region },
	});
}

/** Deletes a group. */
export async function deleteGroup(id: number, region: Region): Promise<void> {
	await apiRequest(`/game-groups/${id}`, AnySchema, {
		method: 'DELETE',
		auth: true,
		query: { region },
	});
}

import { describe, expect, it } from 'vitest';
import { getLaunchKey, withoutJoinParam } from '../../src/components/home/game-launch';

describe('getLaunchKey', () => {
	it.each([
		['?join=eu-ttt', 'eu-ttt'],
		['join=na-ttt', 'na-ttt'],
		['?utm=x&join=eu-jailbreak', 'eu-jailbreak'],
		['?join=', null],
		['?join', null],
		['', null],
		['?other=eu-ttt', null],
	])('%s → %o', (search, key) => {
		expect(getLaunchKey(search)).toBe(key);
	});
});

describe('withoutJoinParam', () => {
	it.each([
		['http://localhost:4321/?join=eu-ttt', '/'],
		['http://localhost:4321/?join=eu-ttt&ref=discord', '/?ref=discord'],
		['http://localhost:4321/?ref=discord&join=eu-ttt#events', '/?ref=discord#events'],
		['http://localhost:4321/?join=eu-ttt&join=na-ttt', '/'],
		['http://localhost:4321/?join=eu-ttt#top', '/#top'],
		['http://localhost:4321/servers?page=2', '/servers?page=2'],
		['https://play.example.org/', '/'],
	])('%s → %s', (href, expected) => {
		expect(withoutJoinParam(href)).toBe(expected);
	});
});

import { describe, expect, it } from 'vitest';
import { memberCountLabel } from '../../src/components/home/member-count';
import { remarkRoleWords, splitRoleWords } from '../../src/components/rules/remark-role-words';
import { ABOUT_CARDS } from '../../src/features/about/cards';
import { EventsAnswerSchema } from '../../src/contract/events';
import { GuildUsersAnswerSchema } from '../../src/contract/guild';
import { RoleUsersAnswerSchema } from '../../src/contract/staff';
import { firstWords, truncateText } from '../../src/lib/text';

describe('firstWords', () => {
	it('shows the first 15 words with an ellipsis, without the punctuation it was cut on', () => {
		const text =
			'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen. sixteen';
		expect(firstWords(text, 15)).toBe(
			'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen…',
		);
		expect(firstWords('just four short words', 15)).toBe('just four short words');
	});

	it('gives every About card more than 15 words, so each has something to read more of', () => {
		expect(ABOUT_CARDS).toHaveLength(6);
		for (const card of ABOUT_CARDS) {
			expect(card.paragraphs.join(' ').split(/\s+/).length).toBeGreaterThan(40);
		}
	});
});

describe('truncateText', () => {
	it('leaves text at the limit alone and drops trailing spaces before the suffix', () => {
		expect(truncateText('abc', 3)).toBe('abc');
		expect(truncateText('ab cd', 3)).toBe('ab...');
	});
});

describe('memberCountLabel', () => {
	it("reads 'Join! - {count} on Discord'", () => {
		expect(memberCountLabel(4921)).toBe('Join! - 4,921 on Discord');
		expect(memberCountLabel(0)).toBe('Join! - 0 on Discord');
	});
});

describe('contract defaults of the community answers', () => {
	it('never fails on missing or malformed fields', () => {
		expect(GuildUsersAnswerSchema.parse({})).toEqual({ memberCount: null });
		expect(GuildUsersAnswerSchema.parse({ memberCount: 'many' })).toEqual({ memberCount: null });
		expect(EventsAnswerSchema.parse({ events: 'none' })).toEqual({ events: [] });
		expect(EventsAnswerSchema.parse({ events: [{ status: 'x' }] }).events[0]).toEqual({
			id: '',
			name: 'Community event',
			status: 0,
			scheduledStartTime: '',
			recurrence: 'One-time',
			description: 'No description available',
		});
		expect(RoleUsersAnswerSchema.parse({}).users).toEqual([]);
		expect(RoleUsersAnswerSchema.parse({ users: [{ id: 'x' }] }).users[0]).toMatchObject({
			username: 'Staff member',
			status: 'offline',
		});
	});
});

describe('remarkRoleWords', () => {
	it('wraps each role word and its plural in a span with its team class', () => {
		const parts = splitRoleWords('A Traitor kills two Innocents; Guards watch.');
		expect(
			parts.map((part) => (part.type === 'text' ? part.value : part.children?.[0]?.value)),
		).toEqual(['A ', 'Traitor', ' kills two ', 'Innocents', '; ', 'Guards', ' watch.']);
		expect(parts[1]!.data).toEqual({
			hName: 'span',
			hProperties: { className: ['role', 'role--traitor'] },
		});
	});

	it('leaves lower-case words, longer words, code and links as they are', () => {
		expect(splitRoleWords('guard the Guardian')).toEqual([
			{ type: 'text', value: 'guard the Guardian' },
		]);
		const tree = {
			type: 'root',
			children: [
				{
					type: 'paragraph',
					children: [
						{ type: 'inlineCode', value: 'Warden' },
						{ type: 'link', children: [{ type: 'text', value: 'Prisoner' }] },
						{ type: 'strong', children: [{ type: 'text', value: 'Detective' }] },
					],
				},
			],
		};
		remarkRoleWords()(tree);
		const [code, link, strong] = tree.children[0]!.children as {
			type: string;
			children?: { type: string }[];
		}[];
		expect(code!.type).toBe('inlineCode');
		expect(link!.children![0]!.type).toBe('text');
		expect(strong!.children![0]!.type).toBe('roleWord');
	});
});

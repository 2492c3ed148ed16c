/**
 * A remark plugin that wraps the role words of the rules pages (Innocent, Detective, Traitor,
 * Warden, Guard, Prisoner and their plurals) in `<span class="role role--NAME">`, so the page
 * colours them with the team colours at build time, without any script.
 */

/** The role words and the class suffix each gets. */
const ROLE_WORDS: Readonly<Record<string, string>> = {
	Innocent: 'innocent',
	Detective: 'detective',
	Traitor: 'traitor',
	Warden: 'warden',
	Guard: 'guard',
	Prisoner: 'prisoner',
};

const PATTERN = new RegExp(`\\b(${Object.keys(ROLE_WORDS).join('|')})(s?)\\b`, 'g');

/** The little of mdast this plugin reads and writes. */
interface MdNode {
	type: string;
	value?: string;
	children?: MdNode[];
	data?: { hName?: string; hProperties?: Record<string, unknown> };
}

/** Nodes whose text stays as written: code, and links (already styled as links). */
const SKIP = new Set(['code', 'inlineCode', 'link', 'linkReference', 'html', 'roleWord']);

/** The text split into plain text and role-word nodes; the text itself when it has none. */
export function splitRoleWords(text: string): MdNode[] {
	const parts: MdNode[] = [];
	let last = 0;
	for (const match of text.matchAll(PATTERN)) {
		const index = match.index;
		if (index > last) parts.push({ type: 'text', value: text.slice(last, index) });
		parts.push({
			type: 'roleWord',
			data: {
				hName: 'span',
				hProperties: { className: ['role', `role--${ROLE_WORDS[match[1]!]}`] },
			},
			children: [{ type: 'text', value: match[0] }],
		});
		last = index + match[0].length;
	}
	if (parts.length === 0) return [{ type: 'text', value: text }];
	if (last < text.length) parts.push({ type: 'text', value: text.slice(last) });
	return parts;
}

function transform(node: MdNode): void {
	if (!node.children || SKIP.has(node.type)) return;
	node.children = node.children.flatMap((child) => {
		if (child.type === 'text' && child.value) return splitRoleWords(child.value);
		transform(child);
		return [child];
	});
}

/** The plugin: `markdown.remarkPlugins` in astro.config.mjs. */
export function remarkRoleWords() {
	return (tree: unknown) => transform(tree as MdNode);
}

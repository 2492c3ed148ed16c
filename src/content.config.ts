import { glob } from 'astro/loaders';
import { defineCollection, z } from 'astro:content';

/** One change between two versions of a rules page; Changed entries say what it was and is. */
const ChangelogEntrySchema = z.object({
	/** Version number, e.g. '2.2.0'. */
	version: z.string(),
	/** Date as the community writes it, DD.MM.YYYY. */
	date: z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/),
	added: z.array(z.string()).default([]),
	removed: z.array(z.string()).default([]),
	changed: z.array(z.object({ before: z.string(), after: z.string() })).default([]),
});

/** The rules pages: Markdown with the page's heading, lead and optional changelog. */
const rules = defineCollection({
	loader: glob({ pattern: '*.md', base: './src/content/rules' }),
	schema: z.object({
		/** Page title; the version, when set, follows it ('JB Server Rules v2.2.0'). */
		title: z.string(),
		/** One or two sentences under the title. */
		lead: z.string(),
		version: z.string().optional(),
		/** Whether the page lists its sections in a sidebar of anchor links. */
		sidebar: z.boolean().default(false),
		/** Newest first. */
		changelog: z.array(ChangelogEntrySchema).default([]),
	}),
});

export const collections = { rules };

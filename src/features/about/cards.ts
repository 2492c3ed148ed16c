import { about } from 'virtual:community';

/** One card of the home page's About section: a heading and its full text. */
export interface AboutCard {
	id: string;
	title: string;
	/** Paragraphs; the card shows the first words, the modal all of them. */
	paragraphs: readonly string[];
}

/** The About cards, in order: the community's own, from its profile file. */
export const ABOUT_CARDS: readonly AboutCard[] = about;

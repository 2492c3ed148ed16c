import { MessageSchema } from '../../contract/http';
import { LinkStartSchema } from '../../contract/links';
import { describeRoute, type AnswerDoc } from '../http/route-docs';

/** Every browser step of a link flow ends on the profile page, the outcome in its query. */
const TO_PROFILE: AnswerDoc = {
	description: 'To `/profile?success=...` or `/profile?error=...`',
	empty: true,
	headers: { Location: 'Where the browser goes' },
};

/** The API document's entries of the account link routes, used by each route in `routes.ts`. */
export const LINK_DOCS = {
	link: (provider: string) =>
		describeRoute({
			summary: `Begin linking a ${provider} account: answers the one-time start address`,
			description: 'The flow is bound to this browser by a cookie; the address opens it once.',
			answers: { 200: LinkStartSchema },
		}),
	former: (provider: string) =>
		describeRoute({
			summary: `Former ${provider} entry point: back to the profile with an error`,
			description: 'A token never travels in an address; links begin with the POST.',
			answers: { 302: TO_PROFILE },
		}),
	start: (provider: string) =>
		describeRoute({
			summary: `Open a ${provider} link flow (browser): on to ${provider}, or linked at once in demo`,
			answers: {
				302: {
					description: `To ${provider}'s sign-in, or (demo, or a bad flow) to the profile`,
					empty: true,
					headers: { Location: 'Where the browser goes' },
				},
			},
		}),
	callback: (provider: string) =>
		describeRoute({
			summary: `Where ${provider} sends the browser back: links the account`,
			answers: { 302: TO_PROFILE },
		}),
	unlink: (provider: string) =>
		describeRoute({
			summary: `Unlink the ${provider} account of the signed-in account`,
			answers: { 200: MessageSchema },
		}),
};

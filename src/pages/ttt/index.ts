import type { APIRoute } from 'astro';
import { SECTION_REDIRECTS } from '../../config/navigation';

export const prerender = false;

/** /ttt has no page of its own: it opens on the first page of its submenu. */
export const GET: APIRoute = ({ redirect }) => redirect(SECTION_REDIRECTS['/ttt'], 302);

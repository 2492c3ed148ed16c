import type { APIRoute } from 'astro';

export const prerender = false;

/** The admin area opens on its first child view; that page's guard checks access. */
export const GET: APIRoute = ({ redirect }) => redirect('/admin/game-servers', 302);

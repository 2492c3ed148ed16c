import { useEffect, type ReactNode } from 'react';
import Skeleton from '@/components/ui/Skeleton';
import { MESSAGES } from '@/config/messages';
import { notifyAfterNavigation } from '@/lib/notices';
import { isRoot } from '@/lib/roles';
import { useSession } from '@/lib/use-session';
import '../admin.css';

interface Props {
	/** The child view, shown once the visitor is known to be root. */
	children: ReactNode;
}

/** Where the guard sends a visitor who may not see the view, or null when they may. */
function redirectFor(session: ReturnType<typeof useSession>): string | null {
	if (session.status === 'loading') return null;
	// A failed user check (the session store then drops the token) goes to the login screen.
	if (session.status === 'anonymous') {
		const here = window.location.pathname + window.location.search;
		return `/login?redirect=${encodeURIComponent(here)}`;
	}
	// Logged in but not root, inside a child view: home.
	return isRoot(session.user.role) ? null : '/';
}

/**
 * The admin area's guard: checks the root role through the session, then shows the child view.
 * Each admin page is an island of its own around it (GameServersAdmin, GroupsAdmin,
 * TemplatesAdmin), so a page loads only its own view.
 */
export default function AdminApp({ children }: Props) {
	const session = useSession();
	const redirect = redirectFor(session);
	useEffect(() => {
		if (!redirect) return;
		// Staff without root land on the home page, told why rather than silently.
		if (session.status === 'user') {
			notifyAfterNavigation({ kind: 'error', text: MESSAGES.admin.rootRequired }, redirect);
		}
		window.location.replace(redirect);
	}, [redirect, session.status]);

	if (session.status !== 'user' || redirect) {
		return (
			<div className="admin-view" aria-busy="true">
				<p className="visually-hidden" role="status">
					Checking access…
				</p>
				<Skeleton variant="block" height="3rem" width="60%" />
				<Skeleton variant="block" height="16rem" />
			</div>
		);
	}
	return children;
}

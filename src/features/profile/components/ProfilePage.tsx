import { lazy, Suspense, useEffect, useState } from 'react';
import Skeleton from '@/components/ui/Skeleton';
import { MESSAGES } from '@/config/messages';
import type { SessionUser } from '@/contract/user';
import { notify } from '@/lib/notices';
import { ModalLoading, preloadOnIntent } from '@/lib/components/ModalLoading';
import { signOut } from '@/lib/session';
import { useSession } from '@/lib/use-session';
import { takeLinkStartedAt } from '../link-mark';
import { linkStartedRecently, readLinkRedirect } from '../model';
import AccountSettings from './AccountSettings';
import ConnectedAccounts, { type LinkingOff } from './ConnectedAccounts';
import MyDonations from './MyDonations';
import ProfileHeader from './ProfileHeader';
import '../profile.css';

// The password form loads on the first sign of use (a pointer over the profile, focus inside
// it), not with the page: it is code for after an interaction.
const loadPasswordModal = () => import('./ChangePasswordModal');
const ChangePasswordModal = lazy(loadPasswordModal);

/**
 * After a link redirect: the notice of `?success=` or `?error=` (the error only when this tab
 * started a link in the last 10 minutes), then a URL without them.
 */
function useLinkRedirectNotice() {
	useEffect(() => {
		const texts = { discord: MESSAGES.linking.discordLinked, steam: MESSAGES.linking.steamLinked };
		// The mark is used up by any visit: a link is answered by the next view of this page.
		const linkStarted = linkStartedRecently(takeLinkStartedAt(), Date.now());
		const result = readLinkRedirect(window.location.href, texts, linkStarted);
		if (!result) return;
		if (result.notice) notify(result.notice);
		window.history.replaceState(window.history.state, '', result.cleanUrl);
	}, []);
}

interface Props {
	/** Providers whose linking the operator switched off. */
	linkingOff?: LinkingOff;
}

/** The profile / dashboard; a failed profile load goes to /login. */
export default function ProfilePage({ linkingOff }: Props) {
	const session = useSession();
	const [changingPassword, setChangingPassword] = useState(false);
	// The last known user stays on screen while the session is checked again (after an unlink).
	const [lastUser, setLastUser] = useState<SessionUser | null>(null);
	useLinkRedirectNotice();

	if (session.status === 'user' && session.user !== lastUser) setLastUser(session.user);
	const user = session.status === 'user' ? session.user : lastUser;

	useEffect(() => {
		if (session.status === 'anonymous') window.location.replace('/login');
	}, [session.status]);

	if (!user || session.status === 'anonymous') {
		return (
			<div className="profile" aria-busy="true">
				<span className="visually-hidden">Loading your profile…</span>
				<Skeleton variant="block" className="profile-skeleton" />
			</div>
		);
	}
	return (
		<div className="profile" {...preloadOnIntent(loadPasswordModal)}>
			<ProfileHeader user={user} />
			<div className="profile__grid">
				<AccountSettings
					user={user}
					onChangePassword={() => setChangingPassword(true)}
					onLogout={() => {
						signOut();
						window.location.assign('/login');
					}}
				/>
				<ConnectedAccounts user={user} linkingOff={linkingOff} />
				<MyDonations />
			</div>
			{changingPassword && (
				<Suspense fallback={<ModalLoading />}>
					<ChangePasswordModal open onClose={() => setChangingPassword(false)} />
				</Suspense>
			)}
		</div>
	);
}

import { useState } from 'react';
import Badge from '@/components/ui/Badge';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import { MESSAGES } from '@/config/messages';
import { ApiError } from '@/lib/api';
import { readToken } from '@/lib/auth-token';
import type { LinkProvider } from '@/contract/links';
import type { SessionUser } from '@/contract/user';
import { notify } from '@/lib/notices';
import { refreshSession } from '@/lib/session';
import { startLink, unlinkAccount } from '../api';
import { markLinkStarted } from '../link-mark';
import { isLinkStartUrl } from '../model';
import { useConfirm } from '@/lib/components/use-confirm';
import LinkingSwitchedOff from './LinkingSwitchedOff';
import { SWITCHED_OFF_MESSAGES } from '@/contract/switched-off';

/** Which providers' linking the operator switched off (SWITCHED_OFF). */
export type LinkingOff = Record<LinkProvider, boolean>;

interface Props {
	user: SessionUser;
	linkingOff?: LinkingOff;
}

const PROVIDERS = {
	discord: {
		name: 'Discord',
		needsLogin: MESSAGES.linking.discordNeedsLogin,
		linkFailed: MESSAGES.linking.linkDiscordFailed,
		switchedOff: SWITCHED_OFF_MESSAGES.discordLinking,
		unlinkFailed: MESSAGES.linking.unlinkDiscordFailed,
		unlinked: MESSAGES.linking.unlinkedDiscord,
		hint: 'Chat with the community and get your Donator role.',
		loses: 'Your Donator role and community perks stay off Discord until you link it again.',
	},
	steam: {
		name: 'Steam',
		needsLogin: MESSAGES.linking.steamNeedsLogin,
		linkFailed: MESSAGES.linking.linkSteamFailed,
		switchedOff: SWITCHED_OFF_MESSAGES.steamLinking,
		unlinkFailed: MESSAGES.linking.unlinkSteamFailed,
		unlinked: MESSAGES.linking.unlinkedSteam,
		hint: 'Receive your in-game gifts on our servers.',
		loses: 'Your in-game gifts stop reaching our servers until you link it again.',
	},
} as const;

/** The linked account of a provider, as the user call answers it. */
function linkedOf(user: SessionUser, provider: LinkProvider) {
	return provider === 'discord'
		? { id: user.discordId, username: user.discordUsername }
		: { id: user.steamId, username: user.steamUsername };
}

/** One provider's row: the linked account with Unlink, or a Link button. */
function AccountRow({
	user,
	provider,
	switchedOff,
}: Props & { provider: LinkProvider; switchedOff: boolean }) {
	const [busy, setBusy] = useState(false);
	const { confirm, dialog } = useConfirm();
	const info = PROVIDERS[provider];
	const linked = linkedOf(user, provider);

	const link = async () => {
		if (!readToken()) {
			notify({ kind: 'error', text: info.needsLogin });
			return;
		}
		setBusy(true);
		try {
			const { url } = await startLink(provider);
			if (!isLinkStartUrl(url)) throw new Error('The link start address is not on this site');
			markLinkStarted();
			// Busy until the provider (or, in demo mode, the profile again) replaces this page.
			window.location.assign(url);
		} catch (error) {
			const loggedOut = error instanceof ApiError && error.status === 401;
			if (!loggedOut) console.error(`Linking ${info.name} failed to start:`, error);
			notify({ kind: 'error', text: loggedOut ? info.needsLogin : info.linkFailed });
			setBusy(false);
		}
	};

	const unlink = async () => {
		const sure = await confirm({
			title: `Unlink ${info.name}?`,
			message: `${linked.username ?? linked.id} will no longer be linked to your account. ${info.loses}`,
			confirmLabel: `Unlink ${info.name}`,
			destructive: true,
		});
		if (!sure) return;
		setBusy(true);
		try {
			await unlinkAccount(provider);
			await refreshSession();
			notify({ kind: 'success', text: info.unlinked });
		} catch {
			notify({ kind: 'error', text: info.unlinkFailed });
		} finally {
			setBusy(false);
		}
	};

	// An account linked before linking was switched off can still be unlinked.
	if (switchedOff && !linked.id) {
		return <LinkingSwitchedOff provider={provider} name={info.name} message={info.switchedOff} />;
	}

	return (
		<li className="linked-account" data-provider={provider}>
			<div className="linked-account__text">
				<h3 className="linked-account__name">
					{info.name}{' '}
					{linked.id ? <Badge tone="success">Connected</Badge> : <Badge>Not connected</Badge>}
				</h3>
				<p className="linked-account__detail">
					{linked.id ? (linked.username ?? linked.id) : info.hint}
				</p>
			</div>
			{linked.id ? (
				<Button
					variant="danger"
					size="sm"
					loading={busy}
					onClick={() => void unlink()}
					aria-label={`Unlink ${info.name}`}
				>
					Unlink
				</Button>
			) : (
				<Button
					size="sm"
					loading={busy}
					onClick={() => void link()}
					aria-label={`Link ${info.name}`}
				>
					Link
				</Button>
			)}
			{dialog}
		</li>
	);
}

/** Discord and Steam, each linked or not. */
export default function ConnectedAccounts({
	user,
	linkingOff = { discord: false, steam: false },
}: Props) {
	return (
		<section aria-label="Connected Accounts" className="profile-section">
			<Card title="Connected Accounts" headingLevel={2} className="profile-card">
				<ul className="linked-accounts">
					<AccountRow user={user} provider="discord" switchedOff={linkingOff.discord} />
					<AccountRow user={user} provider="steam" switchedOff={linkingOff.steam} />
				</ul>
			</Card>
		</section>
	);
}

import EmptyState from '@/components/ui/EmptyState';
import { MESSAGES } from '@/config/messages';

/** 'No servers available at the moment' / 'Please check back later'. */
export default function ServersEmpty() {
	return <EmptyState title={MESSAGES.servers.empty} hint={MESSAGES.servers.emptyHint} />;
}

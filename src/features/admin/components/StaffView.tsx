import { useId, useState, type SubmitEvent } from 'react';
import Button from '@/components/ui/Button';
import EmptyState from '@/components/ui/EmptyState';
import Skeleton from '@/components/ui/Skeleton';
import { siteConfig } from '@/config/site';
import { STAFF_DESCRIPTION_MAX_LENGTH } from '@/contract/moderation';
import type { StaffUser } from '@/contract/staff';
import { notify } from '@/lib/notices';
import { useApiData } from '@/lib/use-api-data';
import { withServerText } from '../model';
import {
	loadStaffDescriptions,
	loadStaffRole,
	saveStaffDescription,
} from '../staff-descriptions-api';
import InlineAlert from './InlineAlert';

/** Every staff member once, in the team page's group order, with their saved description. */
async function loadStaff(signal: AbortSignal) {
	const [roles, descriptions] = await Promise.all([
		Promise.all(siteConfig.staffRoles.map((role) => loadStaffRole(role.roleId, signal))),
		loadStaffDescriptions(signal),
	]);
	const saved = new Map(descriptions.map((row) => [row.discordUserId, row.description]));
	const members = new Map<string, StaffUser>();
	for (const role of roles)
		for (const user of role.users) if (!members.has(user.id)) members.set(user.id, user);
	return [...members.values()].map((user) => ({ user, description: saved.get(user.id) ?? '' }));
}

interface EditorProps {
	user: StaffUser;
	description: string;
}

/** One member's description: a text area and its Save button. */
function DescriptionEditor({ user, description }: EditorProps) {
	const id = useId();
	const [text, setText] = useState(description);
	const [saved, setSaved] = useState(description);
	const [saving, setSaving] = useState(false);
	const submit = async (event: SubmitEvent) => {
		event.preventDefault();
		setSaving(true);
		try {
			const now = await saveStaffDescription(user.id, text);
			setSaved(now);
			setText(now);
			notify({ kind: 'success', text: `Saved the description of ${user.username}.` });
		} catch (error) {
			console.error('Saving the description failed:', error);
			notify({ kind: 'error', text: withServerText('Failed to save the description', error) });
		} finally {
			setSaving(false);
		}
	};
	return (
		<form className="admin-staff" onSubmit={(event) => void submit(event)}>
			<label className="admin-field__label" htmlFor={`${id}-text`}>
				{user.username}
			</label>
			<textarea
				id={`${id}-text`}
				className="admin-input admin-staff__text"
				rows={3}
				maxLength={STAFF_DESCRIPTION_MAX_LENGTH}
				value={text}
				placeholder="No description: the team page shows its default."
				onChange={(event) => setText(event.target.value)}
			/>
			<div className="admin-actions">
				<span className="admin-muted">
					{text.length}/{STAFF_DESCRIPTION_MAX_LENGTH}
				</span>
				<Button type="submit" size="sm" disabled={saving || text.trim() === saved}>
					Save
				</Button>
			</div>
		</form>
	);
}

/** Staff descriptions the team page shows, edited by root (Discord has no such field). */
export default function StaffView() {
	const staff = useApiData(loadStaff, []);
	return (
		<section className="admin-view" aria-labelledby="admin-staff-title">
			<header className="admin-view__head">
				<div>
					<p className="admin-view__eyebrow">Admin</p>
					<h1 id="admin-staff-title" className="admin-view__title">
						Staff Descriptions
					</h1>
				</div>
				<p className="admin-view__summary">The team page shows the first 150 characters.</p>
			</header>
			{staff.status === 'error' ? (
				<InlineAlert onRetry={staff.reload}>{staff.message}</InlineAlert>
			) : staff.status === 'loading' ? (
				<div className="admin-skeleton" aria-busy="true">
					<span className="visually-hidden">Loading the staff…</span>
					{Array.from({ length: 4 }, (_, index) => (
						<Skeleton key={index} variant="block" height="7rem" />
					))}
				</div>
			) : staff.data.length === 0 ? (
				<EmptyState
					headingLevel={2}
					title="No staff members"
					hint="Staff come from the Discord roles."
				/>
			) : (
				<div className="admin-staff-list">
					{staff.data.map(({ user, description }) => (
						<DescriptionEditor key={user.id} user={user} description={description} />
					))}
				</div>
			)}
		</section>
	);
}

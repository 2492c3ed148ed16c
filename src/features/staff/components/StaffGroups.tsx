import { AsyncState } from '@/lib/components/AsyncState';
import { useApiData } from '@/lib/use-api-data';
import { loadStaffGroups, type StaffRole } from '../api';
import { buildStaffGroups } from '../model';
import StaffCard from './StaffCard';
import '../staff.css';

interface Props {
	/** The staff roles in the order the page shows them (siteConfig.staffRoles). */
	roles: readonly StaffRole[];
}

/** Placeholder of one group while the members load. */
function LoadingGroup() {
	return (
		<div className="staff-groups" aria-busy="true">
			<span className="visually-hidden">Loading the team…</span>
			<ul className="staff-list" aria-hidden="true">
				{[0, 1, 2].map((index) => (
					<li key={index} className="staff-card staff-card--skeleton">
						<span className="staff-card__avatar staff-card__avatar--skeleton" />
						<span className="staff-card__skeleton-lines" />
					</li>
				))}
			</ul>
		</div>
	);
}

/** The team page's groups: core team, dev, TTT staff, jailbreak staff. */
export default function StaffGroups({ roles }: Props) {
	const state = useApiData(
		async (signal) => buildStaffGroups(await loadStaffGroups(roles, signal)),
		[roles],
	);
	return (
		<AsyncState state={state} loading={<LoadingGroup />}>
			{(groups) => (
				<div className="staff-groups">
					{groups.map((group, groupIndex) => (
						<section
							key={group.key}
							className="staff-group"
							aria-labelledby={`staff-group-${group.key}`}
						>
							<div className="staff-group__header">
								<h2 className="staff-group__title" id={`staff-group-${group.key}`}>
									{group.name}
								</h2>
								<span className="staff-group__count">
									{group.users.length} {group.users.length === 1 ? 'member' : 'members'}
								</span>
							</div>
							<ul className="staff-list">
								{group.users.map((user) => (
									// The first group is what a phone shows first: its avatars load with the page.
									<StaffCard key={user.id} user={user} first={groupIndex === 0} />
								))}
							</ul>
						</section>
					))}
				</div>
			)}
		</AsyncState>
	);
}

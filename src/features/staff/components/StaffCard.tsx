import { STAFF_STATUS_LABELS, type StaffUser } from '@/contract/staff';
import { staffDescription } from '../model';
import StaffAvatar from './StaffAvatar';

interface Props {
	user: StaffUser;
	/** The card is in the first screen: its avatar loads eagerly. */
	first?: boolean;
}

/** One team member: avatar, name, presence dot with its label, and description. */
export default function StaffCard({ user, first = false }: Props) {
	return (
		<li className="staff-card">
			<div className="staff-card__avatar-wrap">
				<StaffAvatar src={user.avatarUrl} eager={first} />
				<span className={`staff-card__dot staff-card__dot--${user.status}`} aria-hidden="true" />
			</div>
			<div className="staff-card__body">
				<h3 className="staff-card__name">{user.username}</h3>
				<p className={`staff-card__status staff-card__status--${user.status}`}>
					{STAFF_STATUS_LABELS[user.status]}
				</p>
				<p className="staff-card__description">{staffDescription(user)}</p>
			</div>
		</li>
	);
}

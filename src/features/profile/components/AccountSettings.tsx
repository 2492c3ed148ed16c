import { useState } from 'react';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import type { SessionUser } from '@/contract/user';
import { maskEmail } from '../model';

interface Props {
	user: SessionUser;
	onChangePassword: () => void;
	onLogout: () => void;
}

/** An eye, open or crossed out. */
function EyeIcon({ crossed }: { crossed: boolean }) {
	return (
		<svg
			viewBox="0 0 24 24"
			width="20"
			height="20"
			fill="none"
			stroke="currentColor"
			strokeWidth="2"
		>
			<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
			<circle cx="12" cy="12" r="3" />
			{crossed && <path d="M4 4l16 16" strokeLinecap="round" />}
		</svg>
	);
}

/** Username, the e-mail (masked until the eye is pressed), password change and logout. */
export default function AccountSettings({ user, onChangePassword, onLogout }: Props) {
	const [showEmail, setShowEmail] = useState(false);
	return (
		<section aria-label="Account Settings" className="profile-section">
			<Card title="Account Settings" headingLevel={2} className="profile-card">
				<dl className="profile-fields">
					<div className="profile-fields__row">
						<dt>Username</dt>
						<dd>{user.username}</dd>
					</div>
					<div className="profile-fields__row">
						<dt>E-mail</dt>
						<dd className="profile-email">
							<span className="profile-email__value" data-testid="profile-email">
								{showEmail ? user.email : maskEmail(user.email)}
							</span>
							<button
								type="button"
								className="profile-email__toggle"
								aria-pressed={showEmail}
								aria-label="Show e-mail address"
								onClick={() => setShowEmail((shown) => !shown)}
							>
								<EyeIcon crossed={showEmail} />
							</button>
						</dd>
					</div>
				</dl>
				<div className="profile-actions">
					<Button variant="secondary" onClick={onChangePassword}>
						Change Password
					</Button>
					<Button variant="ghost" onClick={onLogout}>
						Logout
					</Button>
				</div>
			</Card>
		</section>
	);
}

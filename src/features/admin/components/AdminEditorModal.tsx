import { useId, useRef, useState, type SubmitEvent } from 'react';
import { MESSAGES } from '@/config/messages';
import { Modal } from '@/lib/components/Modal';
import {
	ADMIN_MESSAGES,
	type AdminGameServer,
	type GameGroup,
	type Region,
} from '@/contract/admin';
import { createConfig, deleteConfig, loadConfigs, updateConfig } from '../api';
import {
	afterDelete,
	afterSave,
	canDeleteRow,
	findCreatedId,
	makeNewRow,
	planSave,
	rowStatus,
	toConfigInput,
	toggleRowDeleted,
	type EditorRow,
	type EditorState,
} from '../editor-model';
import { checkSteamId, isValidImmunity } from '../model';
import ConfigRowEditor from './ConfigRowEditor';
import InlineAlert from './InlineAlert';
import ModalFormFooter from './ModalFormFooter';

interface Props {
	/** The editor's starting state; null keeps the modal closed. */
	initial: EditorState | null;
	/** Whether it edits an existing player (title and labels). */
	editing: boolean;
	region: Region;
	servers: readonly AdminGameServer[];
	groups: readonly GameGroup[];
	flags: readonly string[];
	onClose: () => void;
	/** After a save, whole or partial: the list loads again. */
	onSaved: (complete: boolean) => void;
}

/** Runs the save plan, updating the editor after each call so a retry only does what is left. */
async function runSave(
	start: EditorState,
	region: Region,
	update: (state: EditorState) => void,
): Promise<void> {
	let state = start;
	const { deletes, updates, creates } = planSave(state);
	const step = (next: EditorState) => {
		state = next;
		update(next);
	};
	for (const row of deletes) {
		await deleteConfig(row.id!, region);
		step(afterDelete(state, row.key));
	}
	for (const row of updates) {
		await updateConfig(row.id!, toConfigInput(state, row, region));
		step(afterSave(state, row.key, row.id!));
	}
	for (const row of creates) {
		await createConfig(toConfigInput(state, row, region));
		// The answer need not carry the new id: the reloaded list has it, so a retry
		// after a later failure updates this row instead of creating it twice.
		const id = findCreatedId(state, row, await loadConfigs(region));
		step(id === null ? afterDelete(state, row.key) : afterSave(state, row.key, id));
	}
}

/** The add/edit modal of a player's configurations. */
export default function AdminEditorModal(props: Props) {
	const { initial, editing, region, onClose, onSaved } = props;
	const [state, setState] = useState<EditorState | null>(initial);
	const [shown, setShown] = useState<EditorState | null>(initial);
	const [steamError, setSteamError] = useState<string | null>(null);
	const [formError, setFormError] = useState<string | null>(null);
	const [saving, setSaving] = useState(false);
	const steamRef = useRef<HTMLInputElement>(null);
	const id = useId();

	// A new `initial` (another player, or the add button) starts the editor afresh.
	if (initial !== shown) {
		setShown(initial);
		setState(initial);
		setSteamError(null);
		setFormError(null);
	}
	if (!state) return null;

	const setRow = (next: EditorRow) =>
		setState({ ...state, rows: state.rows.map((row) => (row.key === next.key ? next : row)) });

	const onSubmit = async (event: SubmitEvent) => {
		event.preventDefault();
		if (saving) return;
		const steamProblem = checkSteamId(state.steamId);
		setSteamError(steamProblem);
		if (steamProblem) {
			steamRef.current?.focus();
			return;
		}
		if (state.rows.some((row) => !row.deleted && !isValidImmunity(row.immunity))) {
			setFormError(ADMIN_MESSAGES.immunityRange);
			return;
		}
		setFormError(null);
		setSaving(true);
		try {
			await runSave(state, region, setState);
			onSaved(true);
		} catch (error) {
			console.error('Saving admin configurations failed:', error);
			setFormError(MESSAGES.admin.saveFailed);
			onSaved(false);
		} finally {
			setSaving(false);
		}
	};

	const visibleRows = state.rows;
	const title = editing ? `Edit ${state.name || state.steamId}` : 'Add Admin';
	return (
		<Modal
			open
			title={title}
			onClose={() => !saving && onClose()}
			className="admin-modal admin-modal--wide"
			initialFocus={steamRef}
			footer={<ModalFormFooter form={`${id}-form`} saving={saving} onCancel={onClose} />}
		>
			<form id={`${id}-form`} className="admin-form" onSubmit={onSubmit} noValidate>
				<div className="admin-form__player">
					<div className="admin-field">
						<label className="admin-field__label" htmlFor={`${id}-steam`}>
							SteamID
						</label>
						<input
							id={`${id}-steam`}
							ref={steamRef}
							className="admin-input"
							value={state.steamId}
							onChange={(event) => setState({ ...state, steamId: event.target.value })}
							inputMode="numeric"
							autoComplete="off"
							placeholder="76561198000000000"
							aria-invalid={steamError ? true : undefined}
							aria-describedby={steamError ? `${id}-steam-error` : undefined}
						/>
						{steamError && (
							<p id={`${id}-steam-error`} className="admin-field__error" role="alert">
								{steamError}
							</p>
						)}
					</div>
					<div className="admin-field">
						<label className="admin-field__label" htmlFor={`${id}-name`}>
							Name
						</label>
						<input
							id={`${id}-name`}
							className="admin-input"
							value={state.name}
							onChange={(event) => setState({ ...state, name: event.target.value })}
							autoComplete="off"
						/>
					</div>
				</div>
				<h3 className="admin-form__section">Configurations</h3>
				{visibleRows.length === 0 ? (
					<p className="admin-form__empty">No configurations. Add one below.</p>
				) : (
					<ol className="config-rows">
						{visibleRows.map((row, index) => (
							<ConfigRowEditor
								key={row.key}
								row={row}
								index={index + 1}
								status={rowStatus(state, row)}
								deletable={canDeleteRow(row)}
								servers={props.servers}
								groups={props.groups}
								flags={props.flags}
								onChange={setRow}
								onToggleDelete={() => setState(toggleRowDeleted(state, row.key))}
							/>
						))}
					</ol>
				)}
				<button
					type="button"
					className="ui-button ui-button--secondary admin-form__add-row"
					onClick={() => setState({ ...state, rows: [...state.rows, makeNewRow()] })}
				>
					Add configuration
				</button>
				{formError && <InlineAlert>{formError}</InlineAlert>}
			</form>
		</Modal>
	);
}

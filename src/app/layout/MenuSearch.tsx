import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Input, Modal, type InputRef } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { selectBtnCodes, selectUserDetails } from '@/shared/session/sessionSlice';
import { MENU_TREE } from '@/shared/menu/menuTree';
import { findPages } from '@/shared/menu/findPages';
import { visibleMenu } from '@/shared/menu/visibleMenu';

/** Where a typed "/" is text, not the shortcut: fields, editable text, and other dialogs. */
function typingOrElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="combobox"], [role="textbox"]')) return true;
  return target.closest('[role="dialog"]') !== null;
}

/** Ctrl+K (⌘K) anywhere but in another dialog, or "/" where it is not typed as text. */
function isShortcut(event: globalThis.KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k')
    return !(event.target instanceof HTMLElement && event.target.closest('[role="dialog"]'));
  if (event.key === '/' && !event.ctrlKey && !event.metaKey)
    return !typingOrElsewhere(event.target);
  return false;
}

/**
 * 查找页面 in the header (issue 29 item 13): a button, Ctrl+K or "/" opens a dialog whose
 * combobox lists the pages of the identity's own menu that match the title or its pinyin
 * initials (费用, fy); ↑/↓ move, Enter opens the page (whose heading then takes focus), Escape
 * closes with focus back where it was.
 */
export function MenuSearch() {
  const codes = useAppSelector(selectBtnCodes);
  const orgType = useAppSelector(selectUserDetails)?.orgType;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = useMemo(() => visibleMenu(MENU_TREE, codes, orgType), [codes, orgType]);
  const [open, setOpen] = useState(false);
  // Leaving for a page: focus goes to its heading, not back to the opener.
  const [leaving, setLeaving] = useState(false);
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);
  const listId = useId();
  const hits = useMemo(() => findPages(menu, typed), [menu, typed]);
  const current = Math.min(active, hits.length - 1);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setLeaving(false);
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (current >= 0)
      document.getElementById(`${listId}-${current}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [current, listId]);

  function go(index: number) {
    const hit = hits[index];
    if (!hit) return;
    // The page shown already: no route change moves focus, so it goes back as on Escape.
    setLeaving(hit.path !== pathname);
    setOpen(false);
    void navigate(hit.path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(current);
    }
  }

  return (
    <>
      <Button
        icon={<SearchOutlined aria-hidden />}
        aria-keyshortcuts="Control+K /"
        title="查找页面（Ctrl+K 或 /）"
        onClick={() => {
          setLeaving(false);
          setOpen(true);
        }}
      >
        查找页面
      </Button>
      <Modal
        open={open}
        title="查找页面"
        footer={null}
        destroyOnHidden
        focusable={{ focusTriggerAfterClose: !leaving }}
        afterClose={() => {
          setTyped('');
          setActive(0);
        }}
        // The combobox, not the dialog's × that antd would focus.
        afterOpenChange={(shown) => {
          if (shown) input.current?.focus();
        }}
        onCancel={() => setOpen(false)}
      >
        <Input
          ref={input}
          autoFocus
          role="combobox"
          aria-label="页面名称或拼音首字母"
          aria-expanded={hits.length > 0}
          aria-controls={hits.length > 0 ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? `${listId}-${current}` : undefined}
          placeholder="输入页面名称或拼音首字母，如 费用 或 fy"
          prefix={<SearchOutlined aria-hidden />}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        {hits.length > 0 && (
          <ul id={listId} role="listbox" aria-label="匹配的页面" className="menu-search-list">
            {hits.map((hit, index) => (
              <li
                key={hit.code}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === current}
                className="menu-search-option"
                onMouseMove={() => setActive(index)}
                onClick={() => go(index)}
              >
                {hit.name} <span className="menu-search-group">{hit.group}</span>
              </li>
            ))}
          </ul>
        )}
        <div role="status" className="menu-search-status">
          {hits.length > 0 ? `共 ${hits.length} 个页面` : '没有匹配的页面'}
        </div>
      </Modal>
    </>
  );
}

import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useEffect, useState } from 'react';

/** Seconds before a new code may be asked for (shell spec §9). */
const VERIFY_COUNTDOWN_SECONDS = 59;

export interface VerifyCodeButtonProps {
  /** Sends the code (after checking the mobile or mail field); true starts the countdown. */
  onSend: () => Promise<boolean>;
  seconds?: number;
  disabled?: boolean;
  buttonProps?: Omit<ButtonProps, 'onClick' | 'disabled' | 'loading' | 'children'>;
}

/** 获取验证码 → `59s后重新获取` counting down each second → 重新获取. */
export function VerifyCodeButton({
  onSend,
  seconds = VERIFY_COUNTDOWN_SECONDS,
  disabled,
  buttonProps,
}: VerifyCodeButtonProps) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  // One timeout per second while counting; the cleanup clears it on unmount.
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    setSending(true);
    let sent = false;
    try {
      sent = await onSend();
    } catch {
      // The caller (or the request layer) shows why; the button just stays available.
    } finally {
      setSending(false);
    }
    if (sent) {
      setSentOnce(true);
      setLeft(seconds);
    }
  };

  const counting = left > 0;
  const label = counting ? `${left}s后重新获取` : sentOnce ? '重新获取' : '获取验证码';
  return (
    <Button
      {...buttonProps}
      disabled={disabled || counting}
      loading={sending}
      onClick={() => void send()}
    >
      {label}
    </Button>
  );
}

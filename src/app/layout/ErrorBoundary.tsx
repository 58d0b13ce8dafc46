import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';

interface State {
  failed: boolean;
}

/** Keeps the shell alive when a page throws; the page can be tried again. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('页面渲染出错', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Result
        status="error"
        title="页面出错了"
        subTitle="页面显示时发生错误，您填写的内容未提交。可以重试，或返回首页。"
        extra={
          <Button type="primary" onClick={() => this.setState({ failed: false })}>
            重试
          </Button>
        }
      />
    );
  }
}

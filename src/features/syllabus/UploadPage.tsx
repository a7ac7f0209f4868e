import { ComingSoon } from '../../ui';

export function UploadPage() {
  return <ComingSoon title="Upload a Syllabus" />;
}

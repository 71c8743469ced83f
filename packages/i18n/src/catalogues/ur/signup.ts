import type { Translation } from '../../translator'
import type en from '../en/signup'

export default {} satisfies Translation<typeof en>

import type { Translation } from '../../translator'
import type en from '../en/auth'

export default {} satisfies Translation<typeof en>

import type { Translation } from '../../translator'
import type en from '../en/account'

export default {} satisfies Translation<typeof en>

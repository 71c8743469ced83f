import type { Translation } from '../../translator'
import type en from '../en/notifications'

export default {} satisfies Translation<typeof en>

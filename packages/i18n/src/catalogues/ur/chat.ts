import type { Translation } from '../../translator'
import type en from '../en/chat'

export default {} satisfies Translation<typeof en>

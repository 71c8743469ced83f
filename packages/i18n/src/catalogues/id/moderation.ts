import type { Translation } from '../../translator'
import type en from '../en/moderation'

export default {} satisfies Translation<typeof en>

import type { Translation } from '../../translator'
import type en from '../en/landing'

export default {} satisfies Translation<typeof en>

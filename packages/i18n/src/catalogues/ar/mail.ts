import type { Translation } from '../../translator'
import type en from '../en/mail'

export default {} satisfies Translation<typeof en>

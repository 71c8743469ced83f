import type { Translation } from '../../translator'
import type en from '../en/errors'

export default {} satisfies Translation<typeof en>

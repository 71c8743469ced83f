import { Search } from 'lucide-react'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n'
import { cn } from './cn'
import { inputClasses } from './field'

export interface ComboboxProps {
  id: string
  describedBy?: string
  invalid?: boolean
  /** The text in the box; the parent filters `options` by it (or asks the server). */
  query: string
  onQueryChange: (query: string) => void
  options: readonly string[]
  onSelect: (option: string) => void
  placeholder?: string
  /** Shown in the list when nothing matches the query. */
  emptyText?: string
  loading?: boolean
  disabled?: boolean
  /** Called when the box loses focus (the city picker keeps what was typed). */
  onBlur?: () => void
  autoComplete?: string
}

/**
 * A text box with a list of suggestions, following the WAI-ARIA combobox pattern: arrows move
 * through the list, Enter picks, Escape closes, and the screen reader hears the active option.
 */
export function Combobox({
  id,
  describedBy,
  invalid,
  query,
  onQueryChange,
  options,
  onSelect,
  placeholder,
  emptyText,
  loading = false,
  disabled = false,
  onBlur,
  autoComplete = 'off',
}: ComboboxProps) {
  const t = useT()
  const listId = `${id}-listbox`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listRef = useRef<HTMLDivElement>(null)
  const showList = open && !disabled

  // A new list starts with nothing highlighted, so Enter never picks something unseen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the options change
  useEffect(() => setActive(-1), [options])

  // On a phone the list can open under the keyboard or the sticky buttons: bring it into view.
  const hasOptions = options.length > 0
  useEffect(() => {
    if (showList && hasOptions) listRef.current?.scrollIntoView({ block: 'nearest' })
  }, [showList, hasOptions])

  useEffect(() => {
    if (active < 0) return
    listRef.current
      ?.querySelector(`#${CSS.escape(`${id}-option-${active}`)}`)
      ?.scrollIntoView({ block: 'nearest' })
  }, [active, id])

  function pick(option: string) {
    onSelect(option)
    setOpen(false)
    setActive(-1)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (options.length === 0 ? -1 : (i + 1) % options.length))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (options.length === 0 ? -1 : i <= 0 ? options.length - 1 : i - 1))
    } else if (event.key === 'Enter') {
      // While the list is open, Enter picks (the highlighted option, or the only one left) and
      // never submits the surrounding form by surprise.
      if (!showList || options.length === 0) return
      event.preventDefault()
      const choice = active >= 0 ? options[active] : options.length === 1 ? options[0] : undefined
      if (choice !== undefined) pick(choice)
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      }
    }
  }

  return (
    <div className="relative">
      <Search
        aria-hidden
        size={18}
        className="pointer-events-none absolute start-3.5 top-[0.8rem] text-muted"
      />
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete={autoComplete}
        disabled={disabled}
        className={cn(inputClasses, 'ps-10 disabled:cursor-not-allowed disabled:opacity-60')}
        placeholder={placeholder}
        value={query}
        onChange={(e) => {
          onQueryChange(e.target.value)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false)
          setActive(-1)
          onBlur?.()
        }}
        onKeyDown={handleKeyDown}
      />
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t('common.suggestions')}
        hidden={!showList || options.length === 0}
        className="absolute z-20 mt-1 max-h-60 w-full scroll-mb-28 overflow-y-auto rounded-xl border border-line bg-white py-1 shadow-lg md:scroll-mb-4"
      >
        {options.map((option, index) => (
          <div
            key={option}
            id={`${id}-option-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keep the focus in the box, so the list does not close before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(option)}
            onKeyDown={() => {}}
            className={cn(
              'cursor-pointer px-4 py-2.5 text-ink',
              index === active ? 'bg-primary-soft text-primary' : 'hover:bg-cream',
            )}
          >
            {option}
          </div>
        ))}
      </div>
      {showList && options.length === 0 && (query.trim() || loading) && (
        <p className="absolute z-20 mt-1 w-full rounded-xl border border-line bg-white px-4 py-2.5 text-sm text-muted shadow-lg">
          {loading ? t('common.searching') : (emptyText ?? t('common.noMatches'))}
        </p>
      )}
    </div>
  )
}

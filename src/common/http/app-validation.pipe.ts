import { BadRequestException, ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import type { ValidationError } from 'class-validator';

/**
 * The global pipe: validates and whitelists bodies with class-validator DTOs. Route params are
 * left as the strings they arrived as, so that their own pipes judge them: the stock pipe would
 * turn "1e3" into 1000 and "01" into 1 before IdParamPipe could refuse them.
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      // The DTOs carry Korean messages; show them as written, without property paths.
      exceptionFactory: (errors) => new BadRequestException(unique(errors.flatMap(messagesOf))),
    });
  }

  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

function messagesOf(error: ValidationError): string[] {
  const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) =>
    constraint === 'whitelistValidation' ? `허용되지 않은 항목입니다: ${error.property}` : message,
  );
  // Report one message per field: the first rule it broke.
  return [...own.slice(0, 1), ...(error.children ?? []).flatMap(messagesOf)];
}

function unique(messages: string[]): string[] {
  return [...new Set(messages)];
}
